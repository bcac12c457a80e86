import { Route, Routes } from 'react-router';
import { mountStandalone } from '../../tools/standalone.tsx';
import ClientRoutes from './routes.tsx';

mountStandalone(
  <Routes>
    <Route path="/b/*" element={<ClientRoutes />} />
  </Routes>,
);
