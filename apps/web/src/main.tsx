// Mantine's base styles (reset, CSS variables) come first, before any component's own (see vite.config.ts).
import '@mantine/core/styles.css';
import { startFirstPage } from './app/first-page.ts';

// The entry script is small and runs as soon as it arrives: with a stored session, the calls the
// first screen waits for start now, next to the download of the app's code (app/start.tsx), which
// index.html already asks for (its files are preloaded there by the build).
startFirstPage(window.location);
void import('./app/start.tsx');
