import { ComingSoon } from '../../../lib/components/coming-soon';

export default function Page() {
  return <ComingSoon title="Dependent" />;
}
