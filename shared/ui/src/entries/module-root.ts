export { ModuleRoot } from '../module-root/module-root';
export { createRemoteLifecycles, type RemoteProps } from '../module-root/remote-lifecycles';
