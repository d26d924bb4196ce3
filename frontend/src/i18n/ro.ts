import en from './en';
const ro = { ...en };
export default ro;
