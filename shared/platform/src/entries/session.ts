// `@app/platform/session`: the page's one session store (shared singleton).
export {
  createSessionStore,
  decodeToken,
  isLoggedIn,
  poolOverridesOf,
  secondsLeft,
  sessionOwner,
  sessionStore,
  useSession,
  type LoginStage,
  type SessionState,
} from '../session/session-store';
export { useHasRight } from '../permissions/use-has-right';
