import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { closeSocialPopup } from './features/social-login/popup.ts';
import { registerServiceWorker } from './pwa/index.ts';
// The theme's variables and base rules; imported by the entry because modules under web/ count as free of side effects but their CSS
import './ui/theme.css';

// A social-login popup whose flow has ended hands the result to its opener and closes: nothing to render.
if (!closeSocialPopup()) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  void registerServiceWorker();
}
