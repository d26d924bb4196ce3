import { useSearchParams } from 'react-router-dom';
import { NotAvailable } from '../components/NotAvailable';
import { viewer } from '../providers/viewer';
import { ProjectCreate } from './ProjectCreate';
import { ProjectShow } from './ProjectShow';

/** /profile/project/details: creates a project (business owners and admins); with ?id= shows one. */
export default function ProjectDetail() {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <ProjectShow key={id} id={id} />;
  return viewer().owner ? <ProjectCreate /> : <NotAvailable />;
}
