import twilio from 'twilio';

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];

/**
 * The SDK builds absolute https://<product>.twilio.com URLs and has no base-URL option
 * (edge/region only rewrite the host name), so TWILIO_API_URL is applied here, below the
 * SDK: everything above — auth, form encoding, RestException — stays the SDK's own.
 */
export class RebasedRequestClient extends twilio.RequestClient {
  private readonly baseUrl: URL;

  constructor(baseUrl: string, options?: ConstructorParameters<typeof twilio.RequestClient>[0]) {
    super(options);
    this.baseUrl = new URL(baseUrl);
  }

  override request<TData>(opts: RequestOptions & { data?: TData }) {
    return super.request<TData>({ ...opts, uri: this.rebase(opts.uri) });
  }

  private rebase(uri: string): string {
    const target = new URL(uri);
    if (!/(^|\.)twilio\.com$/i.test(target.hostname)) return uri;
    const prefix = this.baseUrl.pathname.replace(/\/+$/, '');
    return `${this.baseUrl.origin}${prefix}${target.pathname}${target.search}`;
  }
}
