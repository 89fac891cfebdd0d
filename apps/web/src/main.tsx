import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import './lib/i18n';
import { installTelemetry } from './lib/telemetry';
import { App } from './app/app';

installTelemetry();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
