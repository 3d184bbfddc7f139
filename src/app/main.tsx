import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPaintMarks } from '../perf/paintMarks';
import { App } from './App';
import './styles.css';

installPaintMarks('ours');
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
