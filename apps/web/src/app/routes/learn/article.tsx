import { useParams } from 'react-router';
import { ArticleView } from '../../../features/content/components/article-view.tsx';

export default function ArticleRoute() {
  const { slug = '' } = useParams();
  // A new slug is a new article: remount so no state of the previous one carries over.
  return <ArticleView key={slug} slug={slug} />;
}
