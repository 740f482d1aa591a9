// CLI (work in progress by the lead).
console.log('pagemark CLI');
