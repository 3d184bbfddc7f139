import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/app/styles.css';
import { installPaintMarks } from '../../src/perf/paintMarks';
import { BaselineApp } from './BaselineApp';
import './baseline.css';

installPaintMarks('baseline');
const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <BaselineApp />
  </StrictMode>,
);
