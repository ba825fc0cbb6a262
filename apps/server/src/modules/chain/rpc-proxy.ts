/** One JSON-RPC call to a network's node, answered as the node answered it (result or error). */
import { getHttpRpcClient, getWebSocketRpcClient } from 'viem/utils';

/** The node could not be reached, timed out or answered something that is not JSON-RPC. */
export class UpstreamError extends Error {}

export type RpcAnswer = { result: unknown } | { error: { code: number; message: string; data?: unknown } };

export async function forwardRpc(
  url: string,
  call: { method: string; params: unknown[] },
  timeout: number,
): Promise<RpcAnswer> {
  let response: unknown;
  try {
    const body = { method: call.method, params: call.params };
    response = /^wss?:/.test(url)
      ? await (await getWebSocketRpcClient(url)).requestAsync({ body, timeout })
      : await getHttpRpcClient(url, { timeout }).request({ body });
  } catch (err) {
    throw new UpstreamError((err as Error).name || 'request failed');
  }
  const { result, error } = (response ?? {}) as { result?: unknown; error?: unknown };
  if (error && typeof error === 'object') {
    const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
    return {
      error: {
        code: Number.isInteger(code) ? (code as number) : -32603,
        message: typeof message === 'string' ? message : 'error',
        ...(data === undefined ? {} : { data }),
      },
    };
  }
  if (result === undefined) throw new UpstreamError('no result in the answer');
  return { result };
}
