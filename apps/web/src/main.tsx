import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import './lib/i18n';
import { installTelemetry } from './lib/telemetry';
import { startApp } from './app/app';

installTelemetry();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The router starts in the next task (startApp says why); React renders in one after that.
setTimeout(() => startApp((app) => createRoot(root).render(<StrictMode>{app}</StrictMode>)));
