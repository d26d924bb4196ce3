import { ComingSoon, type Feature } from '../components/ComingSoon';

/** Signed-in routes whose feature belongs to a later issue (profile, network, teams, projects, report). */
export default function ComingSoonPage({ feature }: { feature: Feature }) {
  return <ComingSoon feature={feature} />;
}
