// Dev mode only, served by the server at /dev/wallet-provider.js and never part of the web bundle:
// the dev wallet as an EIP-1193 provider, announced through EIP-6963 so the web app's ordinary
// injected connector finds it. It signs on the server with anvil account 1 (a public test key);
// reads go through the server's read-only RPC proxy. It leaves the legacy global provider alone.

const CHAIN_ID = '0x7a69';
const WALLET_PATH = '/api/v1/dev/wallet';
const RPC_PATH = '/api/v1/chain/31337/rpc';
const CONNECTED_KEY = 'yc.devWallet.connected';

// The contract's DEV_WALLET_METHODS and RPC_READ_METHODS (a server test keeps them equal).
const WALLET_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'personal_sign',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
];
const READ_METHODS = [
  'eth_chainId',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getBlockByNumber',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'net_version',
];

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#f59f00"/>' +
      '<path d="M7 11h18v12H7z" fill="#fff"/><path d="M7 11l14-5v5" fill="#ffe8cc"/><circle cx="21" cy="17" r="2" fill="#f59f00"/></svg>',
  );

class ProviderRpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

const listeners = new Map();
function emit(event, value) {
  for (const listener of listeners.get(event) ?? []) {
    try {
      listener(value);
    } catch (err) {
      console.error(err);
    }
  }
}

// Like an extension, the wallet stays connected to the site until it disconnects.
const store = {
  get: () => {
    try {
      return localStorage.getItem(CONNECTED_KEY) === '1';
    } catch {
      return false;
    }
  },
  set: (on) => {
    try {
      if (on) localStorage.setItem(CONNECTED_KEY, '1');
      else localStorage.removeItem(CONNECTED_KEY);
    } catch {}
  },
};

/** The server's answer as an EIP-1193 error: 4902 unknown chain, 4100 not this account, 4200 unsupported. */
function walletError(status, body) {
  const message = body?.message ?? `dev wallet answered ${status}`;
  if (body?.code === 'wallet.chainNotSupported') return new ProviderRpcError(4902, message);
  if (status === 403) return new ProviderRpcError(4100, message);
  if (status === 404) return new ProviderRpcError(4900, 'The dev wallet is not available');
  if (status === 429) return new ProviderRpcError(-32005, message);
  if (status === 400 && body?.details?.some((d) => d.field === 'body.method')) {
    return new ProviderRpcError(4200, message);
  }
  return new ProviderRpcError(status === 400 ? -32602 : -32603, message);
}

async function post(path, payload) {
  let res;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
    });
  } catch {
    throw new ProviderRpcError(4900, 'The dev wallet cannot reach the server');
  }
  const body = await res.json().catch(() => null);
  return { ok: res.ok, status: res.status, body };
}

let nextId = 1;

async function read(method, params) {
  const { ok, status, body } = await post(RPC_PATH, { jsonrpc: '2.0', id: nextId++, method, params });
  if (!ok) throw walletError(status, body);
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
  return body.result;
}

async function wallet(method, params) {
  const { ok, status, body } = await post(WALLET_PATH, { method, params });
  if (!ok) throw walletError(status, body);
  return body.result;
}

const provider = {
  isDevWallet: true,

  async request(args) {
    const method = args?.method;
    const params = Array.isArray(args?.params) ? args.params : [];
    if (typeof method !== 'string') throw new ProviderRpcError(-32602, 'request needs a method');
    switch (method) {
      case 'eth_accounts':
        return store.get() ? wallet(method, params) : [];
      case 'eth_requestAccounts': {
        const accounts = await wallet(method, params);
        if (!store.get()) {
          store.set(true);
          emit('connect', { chainId: CHAIN_ID });
          emit('accountsChanged', accounts);
        }
        return accounts;
      }
      case 'wallet_revokePermissions':
        if (store.get()) {
          store.set(false);
          emit('accountsChanged', []);
        }
        return null;
    }
    if (WALLET_METHODS.includes(method)) {
      if (method !== 'eth_chainId' && method !== 'wallet_switchEthereumChain' && !store.get()) {
        throw new ProviderRpcError(4100, 'Connect the dev wallet first');
      }
      return wallet(method, params);
    }
    if (READ_METHODS.includes(method)) return read(method, params);
    throw new ProviderRpcError(4200, `The dev wallet does not support ${method}`);
  },

  on(event, listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event).add(listener);
    return provider;
  },

  removeListener(event, listener) {
    listeners.get(event)?.delete(listener);
    return provider;
  },
};

function uuid() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a LAN address over http is not one.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const detail = Object.freeze({
  info: Object.freeze({ uuid: uuid(), name: 'Dev wallet', icon: ICON, rdns: 'dev.yieldcabinet.wallet' }),
  provider,
});
const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
window.addEventListener('eip6963:requestProvider', announce);
announce();
