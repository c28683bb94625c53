import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/** The app with its router: every path but a first visit of `/` (main.tsx). */
export function mount(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
