import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { atRestExpression, describeTarget, elementExpression, until, type EngineDriver, type Target } from './driver';
import { MOVING_IN } from '../support/motion';

/**
 * WebKitGTK's WebDriver (Debian `webkit2gtk-driver`) driving MiniBrowser, Safari's engine family.
 * MiniBrowser has no headless mode, so each launch starts an Xvfb display of its own.
 */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Safari on an iPhone: the app treats it as a handheld, as the shop's phones are. */
export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/**
 * What the page reports, gathered in the page: classic WebDriver has no console log, and MiniBrowser
 * under automation writes none (its console-to-stdout setting does not reach the automation's
 * views). Put in after each navigation, so it sees what happens once the page is there (the whole
 * journey of a single-page app) but not the page's own first load: what the policy blocks then, and
 * what the page's scripts throw, reach the journeys as reports to the server
 * (RunningServer.freshCspReports, freshClientErrors; D130, D136).
 */
const PROBLEM_COLLECTOR = `(() => {
  if (window.__problems) return;
  const problems = (window.__problems = []);
  const error = console.error.bind(console);
  console.error = (...args) => { problems.push('console.error: ' + args.map(String).join(' ')); error(...args); };
  addEventListener('error', (e) => problems.push(e.target && e.target !== window ? 'failed to load: ' + (e.target.src || e.target.href) : 'uncaught: ' + e.message), true);
  addEventListener('unhandledrejection', (e) => problems.push('unhandled rejection: ' + String(e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => problems.push('CSP: ' + e.violatedDirective + ' ' + e.blockedURI));
  // A trail of what reached the page, read only when a wait fails (TRAIL_OF_PAGE).
  const trail = (window.__trail = []);
  const note = (what) => { trail.push(Math.round(performance.now()) + 'ms ' + what); if (trail.length > 60) trail.shift(); };
  const named = (el) => el instanceof Element ? el.tagName + (el.getAttribute('type') ? '[' + el.getAttribute('type') + ']' : '') + ' "' + (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30) + '"' : String(el);
  document.addEventListener('click', (e) => note('click ' + named(e.target) + ' at ' + e.clientX + ',' + e.clientY + (e.isTrusted ? '' : ' (script)')), true);
  document.addEventListener('change', (e) => note('change ' + named(e.target) + (e.target.files ? ' files=' + e.target.files.length : '')), true);
  const fetchFirst = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const what = ((init && init.method) || 'GET') + ' ' + String(input && input.url || input).slice(0, 60);
    note('fetch ' + what);
    return fetchFirst(input, init).then((r) => { note('fetched ' + what + ' ' + r.status); return r; }, (e) => { note('fetch failed ' + what + ' ' + e); throw e; });
  };
  // Where a photo's or a label's bytes go: reading a Blob, IndexedDB's transactions, the photo worker.
  const arrayBufferFirst = Blob.prototype.arrayBuffer;
  Blob.prototype.arrayBuffer = function () {
    const what = (this instanceof File ? 'file ' : 'blob ') + this.size;
    note('arrayBuffer ' + what);
    return arrayBufferFirst.call(this).then((b) => { note('arrayBuffer done ' + what); return b; }, (e) => { note('arrayBuffer failed ' + what + ' ' + e); throw e; });
  };
  const openFirst = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (...args) {
    const request = openFirst.apply(this, args);
    note('idb open ' + args[0]);
    for (const type of ['success', 'error', 'blocked', 'upgradeneeded']) request.addEventListener(type, () => note('idb open ' + type));
    return request;
  };
  const transactionFirst = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    const tx = transactionFirst.apply(this, args);
    const what = 'idb ' + (args[1] || 'readonly');
    note(what);
    for (const type of ['complete', 'abort', 'error']) tx.addEventListener(type, () => note(what + ' ' + type + (tx.error ? ' ' + tx.error : '')));
    return tx;
  };
  const WorkerFirst = window.Worker;
  window.Worker = function (...args) { note('new Worker'); const w = new WorkerFirst(...args); w.addEventListener('error', () => note('worker error')); w.addEventListener('message', () => note('worker message')); return w; };
  window.Worker.prototype = WorkerFirst.prototype;
})()`;

/** What the page's trail holds, with the last scripts it loaded: for a failure's message. */
const TRAIL_OF_PAGE = `(window.__trail || ['no trail']).join(' ; ') + ' ; loaded: ' + performance.getEntriesByType('resource').slice(-6).map((r) => r.name.split('/').pop() + ' ' + Math.round(r.responseEnd)).join(', ')`;

/** W3C WebDriver's key for an element reference in answers and arguments. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** An Xvfb display of its own (`-displayfd` picks a free number and tells it). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)));
    xvfb.stdio[3]!.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`));
  });
  return { display, process: xvfb };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * One MiniBrowser in automation mode with an iPhone's user agent, its window as narrow as
 * MiniBrowser allows (447 px: its toolbar), under its own Xvfb. Under automation MiniBrowser keeps
 * its data only for the session, like Safari's Private Browsing. consoleErrors() answers what the
 * page gathered itself (PROBLEM_COLLECTOR).
 */
export async function launchWebKit(baseUrl: string): Promise<EngineDriver> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
  const root = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(root + path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const { value } = (await answer.json()) as { value: T & { error?: string; message?: string } };
    if (!answer.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  };
  try {
    await until(
      () => call<{ ready: boolean }>('GET', '/status'),
      (s) => s.ready,
      'WebKitWebDriver',
    );
    const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', `--user-agent=${IPHONE_USER_AGENT}`] },
        },
      },
    });
    const session = `/session/${sessionId}`;
    const { width } = await call<{ width: number }>('POST', `${session}/window/rect`, { width: 375, height: 740 });

    const element = (target: Target) =>
      until(
        () =>
          call<Record<string, string> | null>('POST', `${session}/execute/sync`, {
            script: `return ${elementExpression(target)}`,
            args: [],
          }),
        (found) => found !== null && typeof found === 'object',
        describeTarget(target),
      ).then((found) => found![ELEMENT]!);

    const execute = <R>(script: string) => call<R>('POST', `${session}/execute/sync`, { script, args: [] });
    const problems: string[] = [];
    /** Takes what the page gathered so far (its list goes with it at the next navigation). */
    const harvest = async () => {
      problems.push(
        ...((await execute<string[] | null>('return window.__problems ? window.__problems.splice(0) : null').catch(() => null)) ?? []),
      );
    };

    const run = async <R>(expression: string): Promise<R> => {
      // Promises are awaited in the page and handed back through the async script's callback.
      const answer = await call<{ ok?: R; error?: string }>('POST', `${session}/execute/async`, {
        script: `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => (${expression})).then((ok) => done({ ok }), (e) => done({ error: String(e && e.stack || e) }));`,
        args: [],
      });
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.ok as R;
    };

    return {
      engine: 'webkit',
      width,
      async goto(path) {
        await harvest();
        await call('POST', `${session}/url`, { url: new URL(path, baseUrl).toString() });
        await execute(PROBLEM_COLLECTOR);
      },
      run,
      async inNarrowFrame<R>(frameWidth: number, expression: string) {
        // The app refuses to be framed (frame-ancestors 'none'), so the frame holds a copy of the page
        // as it is drawn now, without its scripts: what CSS does with it at the narrow width.
        const frame = await execute<Record<string, string>>(`
          const copy = document.documentElement.cloneNode(true);
          for (const script of copy.querySelectorAll('script')) script.remove();
          const fields = document.querySelectorAll('input, textarea');
          copy.querySelectorAll('input, textarea').forEach((field, i) => {
            if (field.type === 'checkbox' || field.type === 'radio') field.toggleAttribute('checked', fields[i].checked);
            else if (field.type !== 'file') field.setAttribute('value', fields[i].value);
          });
          const frame = document.createElement('iframe');
          frame.id = 'narrow-frame';
          frame.dataset.at = scrollX + ',' + scrollY;
          frame.srcdoc = '<!doctype html>' + copy.outerHTML;
          frame.style.cssText = 'position:fixed;left:0;top:0;width:${frameWidth}px;height:740px;border:0;z-index:2147483647;background:#fff';
          document.body.append(frame);
          return frame;`);
        try {
          // Drawn when the frame's load has ended, the app has put up its page and nothing moves.
          await until(
            () =>
              execute<boolean>(
                `const d = document.getElementById('narrow-frame')?.contentDocument;
                return !!d && d.readyState === 'complete' && !!d.querySelector('#root > *') &&
                  ${MOVING_IN}(d).length === 0;`,
              ),
            (drawn) => drawn,
            `the page in a ${frameWidth} px frame`,
          );
          await call('POST', `${session}/frame`, { id: frame });
          return await run<R>(expression);
        } finally {
          await call('POST', `${session}/frame`, { id: null }).catch(() => undefined);
          // Scrolling inside the frame scrolls the page around it too: it goes back to where it was.
          await execute(
            "const frame = document.getElementById('narrow-frame'); frame?.remove(); scrollTo(...(frame?.dataset.at ?? '0,0').split(',').map(Number));",
          );
        }
      },
      async click(target) {
        // WebDriver refuses a click another element would take (a toast over the button): a person
        // waits for it to go, and for the button to stop moving, and so does this, up to until()'s time.
        await until(
          async () => {
            if (!(await run<boolean>(atRestExpression(target)))) return false;
            try {
              await call('POST', `${session}/element/${await element(target)}/click`, {});
              return true;
            } catch (error) {
              if (/element click intercepted/.test(String(error))) return false;
              throw error;
            }
          },
          (clicked) => clicked,
          `${describeTarget(target)} free to click`,
        );
      },
      async fill(target, value) {
        const id = await element(target);
        await call('POST', `${session}/element/${id}/clear`, {});
        if (value) await call('POST', `${session}/element/${id}/value`, { text: value });
      },
      async setFiles(target, files) {
        await call('POST', `${session}/element/${await element(target)}/value`, { text: files.join('\n') });
      },
      trail: () => run<string>(TRAIL_OF_PAGE),
      async consoleErrors() {
        await harvest();
        return [...problems];
      },
      async close() {
        await call('DELETE', session).catch(() => undefined);
        await stop(driver);
        await stop(xvfb.process);
      },
    };
  } catch (error) {
    await stop(driver);
    await stop(xvfb.process);
    throw error;
  }
}
