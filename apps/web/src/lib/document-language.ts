import { useSyncExternalStore } from 'react';
import type { AreaLanguage } from './area-language.ts';

/**
 * The area's language as the page declares it (`<html lang>`, set by the router's root from the
 * route table): what sits above the router, such as the theme's control names, follows it
 * (docs/product.md#accessibility).
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

function snapshot(): AreaLanguage {
  return document.documentElement.lang.toLowerCase().startsWith('pt') ? 'pt' : 'es';
}

export function useDocumentLanguage(): AreaLanguage {
  return useSyncExternalStore(subscribe, snapshot, () => 'es');
}
