// What shows before the configuration is there, or when it cannot be used. No theme exists yet,
// so this screen carries its own neutral styling.
import type { ConfigIssue } from '../../schemas/validate-site-config';

const frame: React.CSSProperties = {
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  background: '#17141d',
  color: '#f4f1f8',
  fontFamily: 'system-ui, sans-serif',
  padding: 24,
};

export function BootScreen({ state, issues = [] }: { state: 'loading' | 'failed' | 'invalid-preview'; issues?: ConfigIssue[] }) {
  if (state === 'loading') {
    return <div style={frame} aria-busy="true" aria-label="Loading" />;
  }
  if (state === 'failed') {
    return (
      <div style={frame} role="alert">
        <p>Ooops, something went wrong, please try again later</p>
      </div>
    );
  }
  return (
    <div style={frame} role="alert">
      <div style={{ maxWidth: 720 }}>
        <h1 style={{ fontSize: 22 }}>This preview configuration cannot be shown</h1>
        <ul>
          {issues.map((issue) => (
            <li key={`${issue.path}${issue.message}`}>
              <code>{issue.path}</code>: {issue.message}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => {
            window.sessionStorage.removeItem('previewtoken');
            const url = new URL(window.location.href);
            url.searchParams.delete('previewtoken');
            window.location.replace(url.toString());
          }}
        >
          Finish
        </button>
      </div>
    </div>
  );
}
