// The departments feature's public face: what other features of the area take from it. Other code imports only
// this file.
export { departmentsSection } from './data/departments';
