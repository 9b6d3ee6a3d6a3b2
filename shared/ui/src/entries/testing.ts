// `@app/ui/testing`: what every module's tests share: the module contract, the kit's providers, a fake API.
export { describeModule, type ModuleUnderTest } from '../testing/describe-module';
export { KitProviders } from '../testing/kit-providers';
export { fakeApi, fakeResponse, okResponse, type FakeAnswer, type FakeCall } from '../testing/fake-api';
export { FakeSocket } from '../testing/fake-socket';
