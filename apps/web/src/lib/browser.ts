/**
 * Full-page navigations (server routes such as /api/login, or reloads that must refetch
 * the session). Kept behind an object so tests can observe them: jsdom cannot navigate.
 */
export const browser = {
  navigate(url: string): void {
    window.location.href = url;
  },
};
