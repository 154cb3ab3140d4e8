import { ErrorScreen } from './ErrorScreen';

/** The page shown for an address the dashboard does not know (`/404`). */
export default function NotFoundPage() {
  return (
    <ErrorScreen
      code="404"
      tone="warning"
      title="Page not found"
      explanation="The page you asked for does not exist or has moved. Check the address for typing mistakes, go back, or carry on from one of the places below."
    />
  );
}
