import { LoadError, RouteTabs, routeTabTitle, Skeleton, StatusBadge } from '@exceed/design-system';
import { pageNotFound, statusOf, usePageTitle } from '@exceed/session';
import { Link, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { WorkshopCalendarTab } from './workshop-calendar-tab.tsx';
import { WorkshopCodesTab } from './workshop-codes-tab.tsx';
import { WorkshopDetailsTab } from './workshop-details-tab.tsx';
import { WorkshopHistoryTab } from './workshop-history-tab.tsx';
import { WorkshopInvoicesTab } from './workshop-invoices-tab.tsx';
import { WorkshopPayoutsTab } from './workshop-payouts-tab.tsx';
import { WorkshopQuestionsTab } from './workshop-questions-tab.tsx';
import { WorkshopResourcesTab } from './workshop-resources-tab.tsx';
import { useWorkshop } from './workshops-api.ts';

/** SPEC §2's tabs of /c/workshops/{id}, one route each. */
const TABS = [
  { path: '', label: 'Details' },
  { path: 'history', label: 'History' },
  { path: 'payouts', label: 'Payouts' },
  { path: 'calendar', label: 'Calendar' },
  { path: 'invoices', label: 'Invoices' },
  { path: 'codes', label: 'Promo codes' },
  { path: 'questions', label: 'Questions' },
  { path: 'resources', label: 'Resources' },
] as const;

/** /c/workshops/{id}/*: one workshop of the coach with its tabs. */
export default function WorkshopPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const workshop = useWorkshop(id);
  if (statusOf(workshop.error) === 404 || statusOf(workshop.error) === 422) pageNotFound();
  const data = workshop.data?.data;
  const base = `/c/workshops/${id}`;
  usePageTitle(routeTabTitle(data?.title ?? 'Workshop', base, pathname, TABS));
  return (
    <section aria-labelledby="workshop-title" className="coach-page">
      <Link to="/c/workshops" className="coach-back">
        ← Workshops
      </Link>
      {workshop.error ? (
        <LoadError what="this workshop" retry={() => workshop.mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading the workshop">
          <Skeleton style={{ height: '2.5rem', width: '60%' }} />
          <Skeleton style={{ height: '16rem', marginTop: 'var(--ex-space-4)' }} />
        </div>
      ) : (
        <>
          <header className="coach-page__header">
            <h1 id="workshop-title">{data.title}</h1>
            <StatusBadge status={data.status} />
          </header>
          <RouteTabs
            base={base}
            pathname={pathname}
            onNavigate={(path) => void navigate(path)}
            tabs={TABS}
            label="Workshop sections"
            className="coach-tabs__panel"
          >
            <Routes>
              <Route index element={<WorkshopDetailsTab workshop={data} />} />
              <Route path="history" element={<WorkshopHistoryTab workshop={data} />} />
              <Route path="payouts" element={<WorkshopPayoutsTab workshop={data} />} />
              <Route path="calendar" element={<WorkshopCalendarTab workshop={data} />} />
              <Route path="invoices" element={<WorkshopInvoicesTab workshop={data} />} />
              <Route path="codes" element={<WorkshopCodesTab workshop={data} />} />
              <Route path="questions" element={<WorkshopQuestionsTab workshop={data} />} />
              <Route path="resources" element={<WorkshopResourcesTab workshop={data} />} />
              <Route path="*" element={<NotFound />} />
            </Routes>
          </RouteTabs>
        </>
      )}
    </section>
  );
}

function NotFound(): never {
  pageNotFound();
}
