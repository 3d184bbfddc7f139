import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPaintMarks } from '../perf/paintMarks';
import { importInTurn } from './boot/importInTurn';
import { LoadMessage } from './boot/LoadMessage';
import './styles.css';

installPaintMarks('ours');
const element = document.getElementById('root');
if (!element) throw new Error('No #root element');
const root = createRoot(element);
root.render(<LoadMessage text="Starting…" />);

// Evaluated with React, the app made one task of over 80 ms. These are its modules whose own code
// is slow to evaluate, each evaluated in a task of its own (all are fetched at once: vite.config).
// No lazy() and Suspense: React holds back the reveal of a Suspense boundary for up to 300 ms.
importInTurn(
  [
    () => import('zod'), // ~5 ms
    () => import('../sql/query'), // zod schemas, ~10 ms
    () => import('./views/viewSchema'), // zod schemas, ~5 ms
    () => import('./format'), // Intl.NumberFormat, ~14 ms
  ],
  () => import('./App'),
).then(
  ({ App }) =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  () => root.render(<LoadMessage text="The app could not be loaded." failed />),
);
