/** After sign-in or sign-up: the one-time token goes to the portal (or staff console) once. */
export function goWithHandoff({ auth_token, redirect }: { auth_token: string; redirect: string }) {
  window.location.assign(`${redirect}?auth_token=${encodeURIComponent(auth_token)}`);
}
