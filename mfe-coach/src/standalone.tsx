import { Route, Routes } from 'react-router';
import { mountStandalone } from '../../tools/standalone.tsx';
import CoachRoutes from './routes.tsx';

mountStandalone(
  <Routes>
    <Route path="/c/*" element={<CoachRoutes />} />
  </Routes>,
);
