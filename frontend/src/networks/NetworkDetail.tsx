import { useSearchParams } from 'react-router-dom';
import { NotAvailable } from '../components/NotAvailable';
import { viewer } from '../providers/viewer';
import { NetworkCreate } from './NetworkCreate';
import { NetworkShow } from './NetworkShow';

/** /profile/profile-network/network-detail: creates a network (owners); with ?id= shows one. */
export default function NetworkDetail() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <NetworkShow key={id} id={id} />;
  return viewer().owner ? <NetworkCreate /> : <NotAvailable />;
}
