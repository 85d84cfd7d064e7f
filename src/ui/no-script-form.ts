// The attributes of a form that carries a password or personal data: without JavaScript (or before
// the app's script loaded) the browser POSTs it to its own page with `?form=<name>`, so nothing typed
// lands in a URL, and the server answers that JavaScript is needed (server/render/no-script-forms.ts).
// With the app, the form's submit handler sends it and the browser never does.
import { useLocation } from 'react-router';
import { NO_SCRIPT_FORM_PARAM, type NoScriptForm } from '../../shared/no-script-forms';

export function useNoScriptForm(name: NoScriptForm): { method: 'post'; action: string } {
  const { pathname } = useLocation();
  return { method: 'post', action: `${pathname}?${NO_SCRIPT_FORM_PARAM}=${name}` };
}
