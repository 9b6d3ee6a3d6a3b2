export { ModuleRoot } from '../module-root/module-root';
export { createRemoteLifecycles, type ModuleDefinition, type RemoteProps } from '../module-root/remote-lifecycles';
