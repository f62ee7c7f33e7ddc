/**
 * A message's HTML (already sanitised by the server) in a sandboxed frame: no scripts, no
 * access to the app; links open in a new tab.
 */
export function MailHtmlFrame({ html, title }: { html: string; title: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body style="margin:0">${html}</body></html>`;
  return (
    <iframe
      title={title}
      srcDoc={doc}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      style={{ width: '100%', height: 520, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
      data-testid="mail-html"
    />
  );
}
