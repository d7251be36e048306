export function leadImageUrls(html: string, baseUrl: string): string[];
export function warmPages(urls: string[]): Promise<void>;
