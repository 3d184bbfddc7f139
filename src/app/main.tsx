import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPaintMarks } from '../perf/paintMarks';
import { importInTurn } from './boot/importInTurn';
import { LoadMessage } from './boot/LoadMessage';
import { warmDates, warmNumbers } from './boot/warmIntl';
import { whenIdle } from './whenIdle';
import './styles.css';

installPaintMarks('ours');
const element = document.getElementById('root');
if (!element) throw new Error('No #root element');
const root = createRoot(element);
root.render(<LoadMessage text="Starting…" />);

// Evaluated with React, the app made one task of over 80 ms: it comes in later tasks, its parts
// that are slow to evaluate each in a task of its own (and App.tsx). These first turns, which
// start the worker, are fetched from the start (vite.config.ts). No lazy() and Suspense: React
// holds back the reveal of a Suspense boundary for up to 300 ms.
importInTurn(
  [
    () => import('../zodJitless'), // zod's own classes, ~25 ms here
    () => import('../domain/query'), // the schemas of a query, its links and stored views
  ],
  () => import('./App'),
).then(
  ({ App }) => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // Once the app has started its worker and waits for it: the locale's data, in turns of their
    // own, before the bills screen's first formats would load it inside a longer task.
    whenIdle(() => {
      warmNumbers();
      whenIdle(warmDates);
    });
  },
  () => root.render(<LoadMessage text="The app could not be loaded." failed />),
);
