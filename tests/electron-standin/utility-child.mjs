// The child side of the stand-in utilityProcess: Electron gives a utility process
// `process.parentPort`; here it is built on the IPC channel of child_process.fork.
import { EventEmitter } from 'node:events';
import { pathToFileURL } from 'node:url';

const port = Object.assign(new EventEmitter(), {
  postMessage: (message) => process.send?.(message),
});
// Like Electron's port, messages wait until the module listens (the main process may send first).
const queued = [];
process.on('message', (data) => {
  if (port.listenerCount('message') > 0) port.emit('message', { data, ports: [] });
  else queued.push(data);
});
port.on('newListener', (event) => {
  if (event === 'message')
    setImmediate(() => queued.splice(0).forEach((data) => port.emit('message', { data, ports: [] })));
});
process.parentPort = port;

const [modulePath] = process.argv.slice(2);
if (!modulePath) throw new Error('utility-child: no module to run');
await import(pathToFileURL(modulePath).href);

// A utility process does not outlive Electron's main process.
process.on('disconnect', () => process.exit(1));
