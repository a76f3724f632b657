import { type ReactNode, Suspense } from 'react';
import { Spinner, type SpinnerProps } from '../../ui/index.ts';

export interface RouteScreenProps {
  /** the screen's frame (its page or popup class); without it the content stands alone */
  className?: string;
  /** a frame around the spinner while the content loads (e.g. 'obs-loading', which centres it) */
  loadingClassName?: string;
  spinnerSize?: SpinnerProps['size'];
  children: ReactNode;
}

/**
 * The loading frame every route screen repeats: its frame, and a spinner while the content's query
 * is pending. A failed query goes to the route's RouteErrorBoundary (AppRoutes), around every screen.
 */
export function RouteScreen({ className, loadingClassName, spinnerSize, children }: RouteScreenProps) {
  const spinner = <Spinner size={spinnerSize} />;
  const content = <Suspense fallback={loadingClassName ? <div className={loadingClassName}>{spinner}</div> : spinner}>{children}</Suspense>;
  return className ? <div className={className}>{content}</div> : content;
}
