/** A plain, structured-cloneable HTTP response (body as text). */
export interface ResponseData {
  status: number;
  statusText?: string;
  headers: Record<string, string>;
  body: string;
  /**
   * The handler's Response had no body at all (`Response.redirect`, `new Response(null)`): the platform sends it
   * without one, so no `content-type` appears that a text body of `''` would add.
   */
  nullBody?: boolean;
}

/** A plain, structured-cloneable HTTP request (body as text). */
export interface RequestData {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Headers as a plain object (lower-case names, as Fetch normalizes them). */
export function headersToObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name] = value;
  });
  return out;
}

/** Reads a Response into plain data. */
export async function serializeResponse(response: Response): Promise<ResponseData> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: headersToObject(response.headers),
    body: await response.text(),
    ...(response.body === null ? { nullBody: true } : {}),
  };
}

/** Reads a Request into plain data. */
export async function serializeRequest(request: Request): Promise<RequestData> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  return { method: request.method, url: request.url, headers: headersToObject(request.headers), body: body || undefined };
}

/**
 * Builds a real Response from plain data. Null-body statuses, and an answer that had no body, get none: a string
 * body, even `''`, would make Fetch add `content-type: text/plain;charset=UTF-8`, which the platform never sends.
 */
export function deserializeResponse(data: ResponseData): Response {
  const nullBody = data.nullBody === true || data.status === 101 || data.status === 204 || data.status === 205 || data.status === 304;
  return new Response(nullBody ? null : data.body, { status: data.status, statusText: data.statusText, headers: data.headers });
}
