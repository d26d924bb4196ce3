import en from './en';
const fr = { ...en };
export default fr;
