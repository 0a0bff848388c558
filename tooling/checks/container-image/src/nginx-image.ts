// What the nginx image (deploy/nginx) expects where it runs: the folder it reads its certificate
// and key from (start.sh's tls_folder, render.ts's paths), with the file names of a
// kubernetes.io/tls Secret, and its ports.
export const nginxTls = { folder: '/etc/nginx/tls', certificate: 'tls.crt', key: 'tls.key' };
export const nginxPorts = { http: 8080, https: 8443 };
