console.log('functions: nothing to build yet');
