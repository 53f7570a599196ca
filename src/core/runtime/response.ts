/** A plain, structured-cloneable HTTP response (body as text). */
export interface ResponseData {
  status: number;
  statusText?: string;
  headers: Record<string, string>;
  body: string;
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
  };
}

/** Reads a Request into plain data. */
export async function serializeRequest(request: Request): Promise<RequestData> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
  return { method: request.method, url: request.url, headers: headersToObject(request.headers), body: body || undefined };
}

/** Builds a real Response from plain data (null-body statuses get no body). */
export function deserializeResponse(data: ResponseData): Response {
  const nullBody = data.status === 101 || data.status === 204 || data.status === 205 || data.status === 304;
  return new Response(nullBody ? null : data.body, { status: data.status, statusText: data.statusText, headers: data.headers });
}
