import { registerServiceWorker, SERVICE_WORKER_URL } from './registerServiceWorker';

describe('registerServiceWorker', () => {
  afterEach(() => jest.restoreAllMocks());

  it('registers /sw.js when the browser supports service workers', async () => {
    const registration = { scope: '/' } as ServiceWorkerRegistration;
    const register = jest.fn().mockResolvedValue(registration);
    const result = await registerServiceWorker({ register } as unknown as ServiceWorkerContainer);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(result).toBe(registration);
  });

  it('logs the warning "Failed to register SW." when registration fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('blocked');
    const register = jest.fn().mockRejectedValue(failure);
    await expect(registerServiceWorker({ register } as unknown as ServiceWorkerContainer)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Failed to register SW.', failure);
  });

  it('does nothing where service workers are not supported', async () => {
    await expect(registerServiceWorker(undefined)).resolves.toBeUndefined();
  });
});
