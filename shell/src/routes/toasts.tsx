import { useToasts } from '@exceed/design-system/toast-store';
import { lazy, Suspense, useState } from 'react';

// Radix's toast is a tenth of the shell's JavaScript and most visits raise no toast: it is fetched with the
// first one (DESIGN.md "Budgets": the first visit's bytes).
const Toaster = lazy(() =>
  import('@exceed/design-system/toaster').then((module) => ({ default: module.Toaster })),
);

/** The page's toasts: nothing until the first `toast()`, then the design system's Toaster for good. */
export function Toasts() {
  const raised = useToasts().length > 0;
  const [mounted, setMounted] = useState(false);
  if (raised && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
