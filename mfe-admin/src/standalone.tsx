import { loadIdentity } from '@exceed/session';
import { Route, Routes } from 'react-router';
import { mountStandalone } from '../../tools/standalone.tsx';
import AdminRoutes from './routes.tsx';

// The area is a super-admin's, whom the shell would have loaded (the API answers anyone else 403).
void loadIdentity();

mountStandalone(
  <Routes>
    <Route path="/admin/*" element={<AdminRoutes />} />
  </Routes>,
);
