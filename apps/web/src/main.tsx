import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { consumeAuthParams } from './lib/startup';
import { syncSession } from './lib/session';
import { initTheme } from './lib/theme';

consumeAuthParams();
syncSession();
initTheme();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
