import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { registerServiceWorker } from './pwa/index.ts';
// The theme's variables and base rules; imported by the entry because modules under web/ count as free of side effects but their CSS
import './ui/theme.css';

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
void registerServiceWorker();
