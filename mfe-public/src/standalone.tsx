import { Route, Routes } from 'react-router';
import { mountStandalone } from '../../tools/standalone.tsx';
import { Consultants, Home, Job, Jobs, Legal, Login, Workshops } from './pages.ts';

mountStandalone(
  <Routes>
    <Route path="/" element={<Home />} />
    <Route path="/workshops" element={<Workshops />} />
    <Route path="/consultants" element={<Consultants />} />
    <Route path="/jobs" element={<Jobs />} />
    <Route path="/jobs/:id" element={<Job />} />
    <Route path="/login" element={<Login />} />
    <Route path="/b/privacy-policy" element={<Legal audience="client" document="privacy" />} />
  </Routes>,
);
