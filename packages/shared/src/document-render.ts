/**
 * The contract between the API, which serves a portal or desk document (apps/api
 * platform/document-render.ts), and the web build's server module that draws it (apps/web
 * src/app/server-render.tsx). Types only.
 */
export interface DocumentRequest {
  /** The address under the app's base (/p, /staff), with its query. */
  url: string;
  /** The reader's languages, most wanted first (the portal's cookie, then Accept-Language). */
  languages: string[];
  /** A phone's layout (the user agent says mobile): the layout the page takes by a media query. */
  phone: boolean;
  /**
   * A read of the API, with the document's session but for a read made without one (`anonymous`:
   * the client settings, a public page's link check): status, body and content type.
   */
  read(url: string, method: 'GET' | 'POST', anonymous: boolean): Promise<DocumentRead>;
}

export interface DocumentRead {
  status: number;
  body: string;
  type: string;
}

export interface RenderedDocument {
  html: string;
  /** Whose page: the session's own, or a public page's (drawn for anyone holding its link). */
  kind: 'own' | 'public';
  /** The answers React's first render takes (a TanStack Query dehydrated state). */
  state: unknown;
  language: string;
  dir: 'ltr' | 'rtl';
}

/** The server module's exports: the portal's render (`renderDocument`) and the desk's (`renderDeskDocument`). */
export type RenderDocument = (request: DocumentRequest) => Promise<RenderedDocument | null>;
