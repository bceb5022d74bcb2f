/**
 * Files are stored with site-relative URLs (`/files/...`) so the database does
 * not depend on where the API is mounted; answers carry them under the API
 * base path, where the files are served. Absolute URLs pass unchanged.
 */
export function publicUrl(url: string, basePath: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${basePath}${url}` : url;
}

/** A comma-separated URL list, each entry under the base path; blanks dropped. */
export function publicUrlList(urls: string, basePath: string): string {
  return urls
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '' && url !== 'null')
    .map((url) => publicUrl(url, basePath))
    .join(',');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Rich-text JSON (`{zhLang:[nodes], ...}`) with the `data.url` / `data.href` of its nodes under the base path. */
export function publicRichText(json: string, basePath: string): string {
  if (basePath === '') return json;
  try {
    return JSON.stringify(prefixNodeUrls(JSON.parse(json) as Json, basePath));
  } catch {
    // Not JSON: clients show nothing for it either, so pass it on untouched.
    return json;
  }
}

function prefixNodeUrls(value: Json, basePath: string): Json {
  if (Array.isArray(value)) return value.map((item) => prefixNodeUrls(item, basePath));
  if (value === null || typeof value !== 'object') return value;
  const copy: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = key === 'data' ? prefixDataUrls(item, basePath) : prefixNodeUrls(item, basePath);
  }
  return copy;
}

function prefixDataUrls(data: Json, basePath: string): Json {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const copy = { ...data };
  for (const key of ['url', 'href']) {
    const url = copy[key];
    if (typeof url === 'string') copy[key] = publicUrl(url, basePath);
  }
  return copy;
}
