import { useDocumentTitle } from '../../components/ui/page-title.tsx';
import { Landing } from '../../features/content/components/landing.tsx';

export default function HomeRoute() {
  useDocumentTitle();
  return <Landing />;
}
